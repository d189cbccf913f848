// The filter form: school, city, class and target exam, all required; choices from the server, free text allowed.
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { POTENTIAL_MATCH_FILTERS, POTENTIAL_MATCH_FILTER_MAX, type PotentialMatchFilter, type PotentialMatchOptions } from '../../../schemas/api/potentialMatches';
import { FIELD_LABELS, type MatchForm, type MatchFormErrors } from './model';

const CHOICES: Record<PotentialMatchFilter, keyof PotentialMatchOptions> = {
  school: 'schools', city: 'cities', classValue: 'classValues', targetExam: 'targetExams',
};

export interface MatchFiltersProps {
  form: MatchForm;
  errors: MatchFormErrors;
  options: PotentialMatchOptions | null;
  loading: boolean;
  onChange(key: PotentialMatchFilter, value: string): void;
  onSearch(): void;
}

export function MatchFilters({ form, errors, options, loading, onChange, onSearch }: MatchFiltersProps) {
  return (
    <Box
      component="form"
      noValidate
      aria-label="Potential match filters"
      onSubmit={(e) => { e.preventDefault(); onSearch(); }}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(4, minmax(0, 1fr)) auto' }, gap: 2, alignItems: 'start' }}
    >
      {POTENTIAL_MATCH_FILTERS.map((key) => (
        <Autocomplete
          key={key}
          freeSolo
          options={options?.[CHOICES[key]] ?? []}
          inputValue={form[key]}
          onInputChange={(_e, value) => onChange(key, value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={FIELD_LABELS[key]}
              name={key}
              required
              size="small"
              error={Boolean(errors[key])}
              helperText={errors[key] ?? ' '}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: POTENTIAL_MATCH_FILTER_MAX } }}
            />
          )}
        />
      ))}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={loading} sx={{ height: 40 }}>
        Search
      </Button>
    </Box>
  );
}
