import './visually-hidden.css';

/** The class of text a screen reader reads but the screen does not show (a hidden heading, a loading word). */
export const VISUALLY_HIDDEN = 'academy-visually-hidden';
