import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The font files the charts are drawn with: Inter (SIL Open Font License), shipped as TrueType in the
 * `@expo-google-fonts/inter` npm package. resvg is given these files and no system font, so a chart is the
 * same picture on every machine.
 */
export function chartFontFiles(): string[] {
  return [
    require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
    require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
  ];
}
