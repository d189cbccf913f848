// The list's search box: the schema's placeholder; queries only from the schema's minimum length (3, §5),
// debounced so typing a name sends one request, not one per key.
import { useEffect, useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';

export const SEARCH_DEBOUNCE_MS = 400;

export interface SearchBoxProps {
  placeholder: string;
  minLength: number;
  maxLength: number;
  /** The search the list currently applies (from the URL). */
  value: string;
  onSearch: (value: string | undefined) => void;
}

/** What the list should search for, given what is typed: undefined clears, null means "not yet". */
export function searchTerm(text: string, minLength: number): string | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return trimmed.length >= minLength ? trimmed : null;
}

export function SearchBox({ placeholder, minLength, maxLength, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const applied = useRef(value);

  // Follow the URL when it changes from elsewhere (filters cleared, back button).
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const term = searchTerm(text, minLength);
    if (term === null || (term ?? '') === applied.current) return undefined;
    const timer = setTimeout(() => {
      applied.current = term ?? '';
      onSearch(term);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, minLength, onSearch]);

  const tooShort = searchTerm(text, minLength) === null;
  return (
    <TextField
      size="small"
      variant="outlined"
      margin="none"
      value={text}
      onChange={(e) => setText(e.target.value.slice(0, maxLength))}
      placeholder={placeholder}
      helperText={tooShort ? `Type at least ${minLength} characters to search` : undefined}
      sx={{ flex: '4 1 300px', maxWidth: 356 }}
      slotProps={{
        htmlInput: { 'aria-label': placeholder, maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label="Clear search" onClick={() => setText('')} edge="end">
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
