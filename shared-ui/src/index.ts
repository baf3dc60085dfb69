/// <reference path="./styled.d.ts" />
// The public API of @univida/shared-ui: import only from the package root. Named exports only,
// so each app's bundler drops what it does not use.

// Theme
export { theme, type Theme, type ThemeColor, type Breakpoint } from './theme/theme';
export { media } from './theme/media';
export { UniVidaThemeProvider, type UniVidaThemeProviderProps } from './theme/UniVidaThemeProvider';

// Layout
export { Container } from './components/Container/Container';
export { PageHeader, type PageHeaderProps } from './components/PageHeader/PageHeader';
export { Card, type CardProps } from './components/Card/Card';
export { CARD_PHOTO } from './components/Card/card-photo';
export { FilterPanel, type FilterPanelProps } from './components/FilterPanel/FilterPanel';
export { ClickableCard, CardButton } from './components/ClickableCard/ClickableCard';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export {
  QueryState,
  type QueryStateProps,
  type QueryLike,
} from './components/QueryState/QueryState';

// Actions and menus
export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/Button';
export { DropdownMenu } from './components/DropdownMenu/DropdownMenu';
export { Dialog, type DialogContentProps } from './components/Dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { Tabs } from './components/Tabs/Tabs';
// Focus handed on when a render removes, replaces or disables the focused control
export { useFocusAfterRender, type FocusTarget } from './hooks/use-focus-after-render';
export { useFocusAfterRemoval } from './hooks/use-focus-after-removal';

// Forms
export { Field, type FieldProps, type FieldControlProps } from './components/Field/Field';
export { FormError } from './components/FormError/FormError';
export { Label } from './components/Label/Label';
export { Input } from './components/Input/Input';
export { Textarea } from './components/Textarea/Textarea';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select';
export { LazySelect } from './components/Select/LazySelect';
export { Slider, type SliderProps } from './components/Slider/Slider';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export {
  TextField,
  TextAreaField,
  type TextFieldProps,
  type TextAreaFieldProps,
} from './components/TextField/TextField';
export { SliderField, type SliderFieldProps } from './components/SliderField/SliderField';
// Bound to react-hook-form fields by name (react-hook-form is a peer dependency).
export {
  CityControl,
  SelectControl,
  SliderControl,
  SwitchControl,
  type CityControlProps,
  type SelectControlProps,
  type SliderControlProps,
  type SwitchControlProps,
} from './components/FormControls/FormControls';
export {
  StarRating,
  type StarRatingProps,
  type StarRatingSize,
} from './components/StarRating/StarRating';
export { Stepper, type StepperProps } from './components/Stepper/Stepper';
export {
  Pagination,
  type PaginationProps,
  type PaginationLinkProps,
} from './components/Pagination/Pagination';
export { WizardDialog, type WizardDialogProps } from './components/WizardDialog/WizardDialog';
export { NewsletterBox, type NewsletterBoxProps } from './components/NewsletterBox/NewsletterBox';

// Display and feedback
export { Avatar, type AvatarProps, type AvatarSize } from './components/Avatar/Avatar';
export { getInitials } from './components/Avatar/get-initials';
export { BackLink } from './components/BackLink/BackLink';
export { Badge, type BadgeProps, type BadgeVariant } from './components/Badge/Badge';
export { UnreadCount, type UnreadCountProps } from './components/UnreadCount/UnreadCount';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { Progress, type ProgressProps } from './components/Progress/Progress';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';

// Toasts
export { toast, dismissToast, type ToastOptions, type ToastVariant } from './toast/toast-store';
export { Toaster } from './toast/Toaster';
export { ToasterOnDemand } from './toast/ToasterOnDemand';
// A failed request's Spanish description (network, 5xx, 429, 413, Postgres codes)
export {
  dataErrorMessage,
  DATA_ERROR_FALLBACK,
  isUniqueViolation,
} from './toast/data-error-message';

// es-ES formatting
export { formatDate, formatLongDate, formatTime, toDate, type DateInput } from './format/date';
export { formatRelativeTime } from './format/relative-time';
export {
  formatEuros,
  formatEurosPerMonth,
  formatScore,
  formatRating,
  formatRatingSummary,
  formatWhole,
  maxCharsMessage,
  formNumber,
  optionalFormNumber,
  parseDecimal,
} from './format/number';
export {
  LEISURE_CATEGORIES,
  LEISURE_CATEGORY_LABELS,
  LEISURE_LIST_CATEGORIES,
  leisureCategoryLabel,
  type LeisureCategory,
} from './format/leisure-category';

export * from './constants';

// Picture uploads: PNG/JPG only (by their bytes), at most 5 MB, scaled to 1600 px in the browser
export { ImagePicker, type ImagePickerProps } from './components/ImagePicker/ImagePicker';
export { ImagePreview, type ImagePreviewProps } from './components/ImagePreview/ImagePreview';
export {
  prepareImage,
  revokePreparedImage,
  ImageValidationError,
  type PreparedImage,
  type ImageProblem,
} from './image-upload/prepare-image';
export { MAX_IMAGE_BYTES, MAX_IMAGE_DIMENSION_PX } from './image-upload/image-constraints';
