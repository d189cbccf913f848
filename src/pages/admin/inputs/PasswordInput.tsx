/**
 * A password field for MUI 9: react-admin's PasswordInput hands MUI `InputProps` (gone in MUI 9). This one is our
 * TextInput with the show/hide toggle as the input's end adornment through `slotProps`: a button named
 * "Show password" while hidden and "Hide password" while shown, flipping the input's type password ↔ text.
 */
import { useState } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useTranslate } from 'react-admin';
import { mergeSlot } from './slotProps';
import { TextInput, type TextInputProps } from './TextInput';

export interface PasswordInputProps extends Omit<TextInputProps, 'type'> {
  initiallyVisible?: boolean;
}

export function PasswordInput({ initiallyVisible = false, slotProps, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(initiallyVisible);
  const translate = useTranslate();
  const toggleName = visible
    ? translate('ra.input.password.toggle_visible', { _: 'Hide password' })
    : translate('ra.input.password.toggle_hidden', { _: 'Show password' });
  return (
    <TextInput
      size="small"
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: mergeSlot(slotProps?.input, {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggleName} title={toggleName} onClick={() => setVisible((v) => !v)} size="small">
                {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        }),
      }}
    />
  );
}
