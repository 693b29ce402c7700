import { contrastRatio, readableTextOn, themeCss, themeTokens } from './theme-tokens';

describe('theme tokens', () => {
  it('picks readable text for dark and light colours', () => {
    expect(readableTextOn('#1f2a5a')).toBe('#ffffff');
    expect(readableTextOn('#f2c14e')).toBe('#000000');
    expect(readableTextOn('#fff')).toBe('#000000');
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('derives the tokens of a brand', () => {
    expect(themeTokens({ primary: '#1F2A5A', secondary: '#C8963E' })).toEqual({
      '--color-primary': '#1f2a5a',
      '--color-on-primary': '#ffffff',
      '--color-secondary': '#c8963e',
      '--color-on-secondary': '#000000',
      '--color-primary-soft': '#e9eaef',
    });
    expect(themeCss({ primary: '#000', secondary: '#fff' })).toBe(
      '--color-primary:#000;--color-on-primary:#ffffff;--color-secondary:#fff;--color-on-secondary:#000000;--color-primary-soft:#e6e6e6',
    );
  });

  it('refuses a colour that is not hex', () => {
    expect(() => themeTokens({ primary: 'red', secondary: '#fff' })).toThrow(
      'Not a #rgb or #rrggbb colour: red',
    );
  });
});
