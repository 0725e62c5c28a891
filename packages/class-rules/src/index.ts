export { addCalendarDays, type CalendarDay, isCalendarDay } from './calendar-days';
export { canonicalTimeZone, formerTimeZoneNames } from './canonical-time-zone';
export { type ClassDays, type ClassTimestamps, toClassDays, toClassTimestamps } from './class-days';
export { EMAIL_MAX_LENGTH, isEmailAddress } from './email';
export { isValidTimeZone } from './time-zone';
export { calendarDayIn, midnightIn } from './zoned-days';
