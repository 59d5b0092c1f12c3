/**
 * The participant portal's texts (docs/decisions/0045-participant-i18n.md; how to add texts: README.md here).
 * `const { t } = useT('my-career')` then `t('title')`; keys are typed from the English catalogue.
 */
export { useT, Trans } from './react';
export {
  i18n,
  namespaces,
  loadLanguage,
  activateLanguage,
  chooseLanguage,
  hasRememberedLanguage,
  preferredLanguage,
  languageForPath,
  isParticipantPath,
  startI18n,
  resetLanguageForTests,
  languageStorageKey,
} from './i18n';
export { languages, languageNames, defaultLanguage, isLanguage, type Language, type Catalogue } from './catalogue';
export { formatters, currentFormatters, useFormat, localeOf, type Formatters } from './format';
export { LanguageSwitch } from './LanguageSwitch';
