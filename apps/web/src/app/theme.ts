import { createTheme, type CSSVariablesResolver } from '@mantine/core';

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
