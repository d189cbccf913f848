// The grid's small drawn parts: its checkbox (a native input drawn as MUI's) and the sort arrow. Plain elements with
// MUI's icon paths, styled by the grid's root: a page of rows draws a hundred checkboxes.
import { useEffect, useRef } from 'react';

// MUI's CheckBoxOutlineBlank, CheckBox and IndeterminateCheckBox icons.
const OFF = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const ON = 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const SOME = 'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-2 10H7v-2h10v2z';
// MUI's ArrowUpward.
const ARROW = 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z';

export interface GridCheckProps {
  checked: boolean;
  /** Some of the rows it stands for are checked (the header's). */
  some?: boolean;
  label: string;
  disabled?: boolean;
  onChange: () => void;
}

export function GridCheck({ checked, some = false, label, disabled, onChange }: GridCheckProps) {
  const input = useRef<HTMLInputElement>(null);
  // indeterminate is a property only, never an attribute.
  useEffect(() => { if (input.current) input.current.indeterminate = some && !checked; }, [some, checked]);
  return (
    <span className="lg-check">
      <input ref={input} type="checkbox" aria-label={label} checked={checked} disabled={disabled} onChange={onChange} />
      <svg className="off" viewBox="0 0 24 24" aria-hidden="true"><path d={OFF} /></svg>
      <svg className="on" viewBox="0 0 24 24" aria-hidden="true"><path d={ON} /></svg>
      <svg className="some" viewBox="0 0 24 24" aria-hidden="true"><path d={SOME} /></svg>
    </span>
  );
}

export function SortArrow() {
  return <svg className="lg-arrow" viewBox="0 0 24 24" aria-hidden="true"><path d={ARROW} /></svg>;
}
