// Design tokens: the only place colours, sizes and timings are written down.
// Contrast: every text colour below reaches WCAG AA (4.5:1) on `surface` and on `background`.

const colors = {
  primary: '#4f46e5',
  primaryHover: '#4338ca',
  primaryActive: '#3730a3',
  primarySoft: '#eef2ff',
  primarySoftHover: '#e0e7ff',
  onPrimary: '#ffffff',
  accent: '#f97316',
  accentText: '#c2410c',
  accentSoft: '#fff7ed',
  background: '#f8fafc',
  surface: '#ffffff',
  surfaceMuted: '#f1f5f9',
  surfaceHover: '#e2e8f0',
  text: '#0f172a',
  textMuted: '#475569',
  textSubtle: '#64748b',
  border: '#e2e8f0',
  borderStrong: '#cbd5e1',
  focus: '#6366f1',
  destructive: '#dc2626',
  destructiveHover: '#b91c1c',
  destructiveSoft: '#fef2f2',
  destructiveText: '#b91c1c',
  success: '#16a34a',
  successText: '#15803d',
  successSoft: '#f0fdf4',
  warning: '#f59e0b',
  warningText: '#b45309',
  warningSoft: '#fffbeb',
  star: '#f59e0b',
  starEmpty: '#cbd5e1',
  overlay: 'rgba(15, 23, 42, 0.55)',
  skeleton: '#e2e8f0',
  skeletonHighlight: '#f1f5f9',
} as const;

const fontStack =
  "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = {
  colors,
  fonts: {
    body: fontStack,
    heading: fontStack,
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, snug: 1.4, normal: 1.6 },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
  },
  radii: { sm: '6px', md: '10px', lg: '14px', xl: '20px', full: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.06)',
    lg: '0 4px 8px rgba(15, 23, 42, 0.06), 0 12px 32px rgba(15, 23, 42, 0.12)',
    xl: '0 24px 48px rgba(15, 23, 42, 0.18)',
  },
  /** Min-widths in px, mobile first. */
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  /**
   * The one layering scale, lowest first. Poppers (select lists, menus, tooltips) sit above
   * dialogs, so a select inside a dialog opens over its overlay; toasts above everything but the
   * skip link. The cookie banner sits under the header, so an open mobile menu covers it.
   */
  zIndices: {
    raised: 1,
    chatbot: 80,
    cookieBanner: 90,
    header: 100,
    overlay: 300,
    modal: 310,
    popover: 400,
    toast: 500,
    skipLink: 600,
  },
  sizes: { container: '1200px', touchTarget: '44px', chatLauncher: '56px' },
  /** Container's side padding, by breakpoint (a page's column is the container less twice this). */
  containerPadding: { base: '1rem', md: '1.5rem', lg: '2rem' },
  transitions: {
    fast: '120ms ease',
    normal: '200ms ease',
    slow: '320ms cubic-bezier(0.16, 1, 0.3, 1)',
  },
} as const;

export type Theme = typeof theme;
export type ThemeColor = keyof Theme['colors'];
export type Breakpoint = keyof Theme['breakpoints'];
