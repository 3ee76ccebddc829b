// The Fluent UI components and icons the shell renders on /login and in its top bar, the styling
// helpers, and names that add nothing there (text presets, hooks of the shared singletons): one
// copy for all apps. The build shares this module (rspack.base.js), so Fluent behind it is
// tree-shaken to these names; the rest of what the remotes render is in fluent-extra.ts, loaded
// only when a remote needs it. A name added here or there (facades.test.ts fails until it is)
// needs a shell built with it. Tests import @fluentui/react-components itself.
export {
  Body1,
  Button,
  Caption1,
  Card,
  Field,
  FluentProvider,
  Input,
  Label,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  Title2,
  Toaster,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
  typographyStyles,
  useFluent,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
export type { ButtonProps, FieldProps, InputProps, LabelProps } from '@fluentui/react-components';
export {
  ArrowEnterRegular,
  ArrowExitRegular,
  LocalLanguageRegular,
  NavigationRegular,
  WeatherMoonRegular,
  WeatherSunnyRegular,
} from '@fluentui/react-icons';
