/**
 * The list search box for MUI 9: react-admin's SearchInput hands MUI `InputProps` (gone in MUI 9). This one is our
 * TextInput with the search icon as the input's end adornment through `slotProps`, no clear button, no visible label
 * (filters pass `alwaysOn` and `source` as to any filter input), and an accessible name: the `label` when it is a
 * string, else the placeholder.
 */
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment } from '@mui/material';
import { useTranslate } from 'react-admin';
import { mergeSlot } from './slotProps';
import { TextInput, type TextInputProps } from './TextInput';

export type SearchInputProps = TextInputProps;

export function SearchInput({ label, placeholder, slotProps, sx, ...props }: SearchInputProps) {
  const translate = useTranslate();
  const text = placeholder ?? translate('ra.action.search', { _: 'Search' });
  const name = typeof label === 'string' && label !== '' ? translate(label, { _: label }) : text;
  return (
    <TextInput
      hiddenLabel
      size="small"
      {...props}
      label={false}
      placeholder={text}
      sx={[{ mt: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        ...slotProps,
        input: mergeSlot(slotProps?.input, {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" data-testid="search-icon" />
            </InputAdornment>
          ),
        }),
        htmlInput: mergeSlot(slotProps?.htmlInput, { 'aria-label': name }),
      }}
    />
  );
}
