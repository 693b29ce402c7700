import { kioskHomeLocale } from './home-locale';

it("is the browser's first language Sabai speaks, else English", () => {
  expect(kioskHomeLocale(['th-TH', 'en-US'])).toBe('th');
  expect(kioskHomeLocale(['fr-FR', 'zh-CN'])).toBe('zh');
  expect(kioskHomeLocale(['fr-FR'])).toBe('en');
  expect(kioskHomeLocale([])).toBe('en');
});
