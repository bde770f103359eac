// The camera's dialog: the live picture and the capture button (see CameraCapture.tsx).
import './CameraCapture.css';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../Dialog/Dialog';
import type { CameraCaptureProps } from './CameraCapture';

const JPEG_QUALITY = 0.92;

export function CameraDialog({ open, onClose, onPhoto, onUnavailable }: CameraCaptureProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play().then(
            () => setReady(true),
            () => setReady(true),
          );
        }
      })
      .catch(() => {
        if (!stopped) unavailable.current();
      });
    return () => {
      stopped = true;
      setReady(false);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open]);

  const capture = () => {
    const element = video.current;
    if (!element || !element.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) onPhoto(new File([blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' }));
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('scan.camera.title')} testId="camera-dialog">
      <div className="camera-capture">
        <video ref={video} className="camera-capture__video" playsInline muted aria-label={t('scan.camera.preview')} />
        <button type="button" className="button button--primary" onClick={capture} disabled={!ready}>
          {t('scan.camera.capture')}
        </button>
      </div>
    </Dialog>
  );
}
