// Taking a photo with the camera in the page (getUserMedia) where the browser allows it, with the live
// viewfinder's answer over the picture (CameraDialog.tsx). When it cannot (no camera API, permission
// refused, no camera), the owner falls back to the file input's capture attribute, which opens the
// phone's own camera app.
import { Suspense, useEffect } from 'react';

import { lazyPart } from '../../lazyScreen';
import type { DeviceReading } from '../../state/identification';

export interface CameraCaptureProps {
  open: boolean;
  onClose: () => void;
  /** A still photo; or the live frame "Use this" took, with what the device already made of it. */
  onPhoto: (file: File, read?: DeviceReading) => void;
  /** The camera could not start: the owner offers the system camera instead. */
  onUnavailable: () => void;
}

export const canUseCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

// The first screen shows only the button: the dialog's code loads when it first opens, in far less
// time than the camera takes to start. Code that cannot be downloaded is a camera that cannot start: the
// phone's own camera app instead, and the next opening tries the download again.
const CameraDialog = lazyPart(
  () => import('./CameraDialog').then((m) => m.CameraDialog),
  function CameraCodeMissing({ open, onUnavailable, retry }: CameraCaptureProps & { retry: () => void }) {
    useEffect(() => {
      if (!open) return;
      onUnavailable();
      retry();
    }, [open, onUnavailable, retry]);
    return null;
  },
);

export function CameraCapture(props: CameraCaptureProps) {
  return (
    <Suspense fallback={null}>
      <CameraDialog {...props} />
    </Suspense>
  );
}
