// A button that opens the file picker: the real file input stays in the tab order and the
// accessibility tree (styled over its label in global.css), so keyboards and tests use it as a file input.
import { type ChangeEvent, useId } from 'react';

import { Icon } from '../Icon/Icon';

interface FileButtonProps {
  label: string;
  testId: string;
  disabled: boolean;
  onFile: (file: File) => void;
  /** The id of the text that explains what the file may be. */
  describedBy?: string;
}

export function FileButton({ label, testId, disabled, onFile, describedBy }: FileButtonProps) {
  const inputId = useId();
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it, say) is a change too.
    event.target.value = '';
    if (file) onFile(file);
  }
  return (
    <span className="file-button">
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        className="file-button__input"
        data-testid={testId}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={onChange}
      />
      <label htmlFor={inputId} className="button button--secondary" aria-disabled={disabled}>
        <Icon name="upload" size={20} />
        {label}
      </label>
    </span>
  );
}
