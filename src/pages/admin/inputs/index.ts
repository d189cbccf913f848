// react-admin 5's inputs for MUI 9: the same form and filter behaviour, with MUI props passed through slotProps only.
export { TextInput, type TextInputProps } from './TextInput';
export { SearchInput, type SearchInputProps } from './SearchInput';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export { BooleanInput, type BooleanInputProps } from './BooleanInput';
export { SelectInput, type SelectInputProps } from './SelectInput';
export { AutocompleteArrayInput, type AutocompleteArrayInputProps } from './AutocompleteArrayInput';
export { AutocompleteInput, type AutocompleteInputProps } from './AutocompleteInput';
export { DateInput, type DateInputProps, toDayString } from './DateInput';
