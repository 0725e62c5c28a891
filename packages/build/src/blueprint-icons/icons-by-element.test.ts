import { describe, expect, it, rs } from '@rstest/core';
import { Icons } from './icons-by-element.js';

describe("the stand-in for Blueprint's icon-name loader", () => {
  it('has no icon by name, so Blueprint draws nothing, and says in the console how to pass the icon', async () => {
    const errors = rs.spyOn(console, 'error').mockImplementation(() => {});
    expect(Icons.getPaths()).toBeUndefined();
    expect(Icons.isValidIconName()).toBe(false);
    await Icons.load('tick');
    expect(errors).toHaveBeenCalledWith(
      "Icon 'tick' was given by name; pass the icon element (e.g. <TickIcon />) instead.",
    );
    errors.mockRestore();
  });
});
