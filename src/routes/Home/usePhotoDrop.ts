// The upload box's drop area and hidden file input: one photo by drop or by the file dialog, or the
// reason it is refused. The few lines this box needs, in place of react-dropzone, so the first screen
// loads less (issue 19: the home page's JavaScript).
import { type ChangeEvent, type DragEvent, useRef, useState } from 'react';

import { ACCEPTED_IMAGE_TYPES, type PhotoRefusal, photoRefusal } from '../../domain/identification/photoFile';

const ACCEPT = Object.entries(ACCEPTED_IMAGE_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

export function usePhotoDrop({
  disabled,
  onPhoto,
  onRefused,
}: {
  disabled: boolean;
  onPhoto: (file: File) => void;
  onRefused: (why: PhotoRefusal) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // Entering a child fires dragenter before the parent's dragleave: count, so the highlight does not flicker.
  const depth = useRef(0);
  const [isDragActive, setDragActive] = useState(false);

  const take = (files: readonly File[]) => {
    const refusal = photoRefusal(files);
    if (refusal) onRefused(refusal);
    else onPhoto(files[0]!);
  };

  const rootProps = {
    onDragEnter: (event: DragEvent) => {
      event.preventDefault();
      if (disabled || !carriesFiles(event)) return;
      depth.current += 1;
      setDragActive(true);
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragActive(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      depth.current = 0;
      setDragActive(false);
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (!disabled && files.length) take(files);
    },
  };

  const inputProps = {
    ref: input,
    type: 'file',
    accept: ACCEPT,
    tabIndex: -1,
    style: { display: 'none' },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const files = Array.from(event.target.files ?? []);
      // The same photo chosen again is a new choice.
      event.target.value = '';
      if (!disabled && files.length) take(files);
    },
  };

  return { rootProps, inputProps, isDragActive, open: () => input.current?.click() };
}
