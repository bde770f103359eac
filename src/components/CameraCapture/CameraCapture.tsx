// Taking a photo with the camera in the page (getUserMedia) where the browser allows it. When it
// cannot (no camera API, permission refused, no camera), the owner falls back to the file input's
// capture attribute, which opens the phone's own camera app.
import { lazy, Suspense } from 'react';

export interface CameraCaptureProps {
  open: boolean;
  onClose: () => void;
  onPhoto: (file: File) => void;
  /** The camera could not start: the owner offers the system camera instead. */
  onUnavailable: () => void;
}

export const canUseCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

// The first screen shows only the button: the dialog's code loads when it first opens, in far less
// time than the camera takes to start.
const CameraDialog = lazy(() => import('./CameraDialog').then((m) => ({ default: m.CameraDialog })));

export function CameraCapture(props: CameraCaptureProps) {
  return (
    <Suspense fallback={null}>
      <CameraDialog {...props} />
    </Suspense>
  );
}
