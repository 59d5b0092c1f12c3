import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * A shade the code names (color="red.9") is the colour of the text. Mantine 9 reads it otherwise: `light` paints the
 * background in that shade under the colour's light text (shade 9), so red.9 was red text on red; `subtle` and
 * `transparent` lighten it to shade 6 at most (3.6:1 on white). Here every variant writes its text in the shade, and
 * `light` keeps the colour's own light background (shade 1, opaque, so a striped or hovered table row under it does
 * not change it; red 9 on it is 6.6:1), a little darker hovered (red 9: 5.9:1; Mantine's shade 2 would be 3.8:1).
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (!input.color) return resolved;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade === undefined) return resolved;
  const shadeColor = `var(--mantine-color-${parsed.color}-${parsed.shade})`;
  switch (input.variant) {
    case 'light':
      return {
        ...resolved,
        background: `var(--mantine-color-${parsed.color}-light)`,
        hover: darken(input.theme.colors[parsed.color]![1], 0.05),
        color: shadeColor,
      };
    case 'subtle':
    case 'transparent':
      return { ...resolved, color: shadeColor };
    default:
      return resolved;
  }
};

/**
 * WCAG AA choices: shade 8 makes filled buttons and links at least 4.5:1 against white (Mantine's default shade 6 is
 * 3.6:1); dimmed, error and toast text use darker shades than the defaults; close buttons get names.
 * Components are configured by name (not `Modal.extend`) so the theme does not pull their code into the entry.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  respectReducedMotion: true,
  defaultRadius: 'sm',
  variantColorResolver,
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // Mantine greys the text of a toast that has a title (gray 6, 3.3:1); gray 8 is 11:1.
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
