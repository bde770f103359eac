import { useId, type ChangeEvent } from 'react';
import { Icon } from '../Icon/Icon';
import { ACCEPTED_IMAGE_TYPES } from '../../domain/scanFlow';
import './PhotoInput.css';

const ACCEPT = Object.keys(ACCEPTED_IMAGE_TYPES).join(',');

interface PhotoInputProps {
  label: string;
  onPhoto: (file: File) => void;
  disabled?: boolean;
  /** Ids of elements describing the input (hints, status). */
  describedBy?: string;
}

/** A button that opens the camera or gallery and hands over one photo. */
export function PhotoInput({ label, onPhoto, disabled = false, describedBy }: PhotoInputProps) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same photo again still counts as a choice.
    event.target.value = '';
    if (file) onPhoto(file);
  };
  return (
    <div className="photo-input">
      <input
        id={id}
        className="photo-input__field visually-hidden"
        type="file"
        accept={ACCEPT}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={describedBy}
        data-testid="photo-input"
      />
      <label htmlFor={id} className="button button--primary button--large photo-input__button" aria-disabled={disabled}>
        <Icon name="camera" size={22} />
        {label}
      </label>
    </div>
  );
}
