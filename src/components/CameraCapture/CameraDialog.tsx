// The camera's dialog: the live picture with the viewfinder's answer over it (state/liveView.ts), "Use
// this" for the frame behind that answer, and the capture button for a still photo (see CameraCapture.tsx).
import './CameraCapture.css';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { videoFrame } from '../../services/photo/videoFrame';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import {
  liveFrameReadyAtom,
  liveViewShownAtom,
  pauseLiveViewAtom,
  startLiveViewAtom,
  stopLiveViewAtom,
  takeLiveFrameAtom,
} from '../../state/liveView';
import { Dialog } from '../Dialog/Dialog';
import type { CameraCaptureProps } from './CameraCapture';
import { LiveAnswer } from './LiveAnswer';

const JPEG_QUALITY = 0.92;

export function CameraDialog({ open, onClose, onPhoto, onUnavailable }: CameraCaptureProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;
  const startLive = useSetAtom(startLiveViewAtom);
  const stopLive = useSetAtom(stopLiveViewAtom);
  const pauseLive = useSetAtom(pauseLiveViewAtom);
  const takeFrame = useSetAtom(takeLiveFrameAtom);
  const shown = useAtomValue(liveViewShownAtom);
  const frameReady = useAtomValue(liveFrameReadyAtom);

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

  useEffect(() => {
    if (!open) return;
    // Started with the camera: the model and the rules get ready while it starts.
    startLive(() => (video.current ? videoFrame(video.current) : null));
    const onVisibility = () => pauseLive(document.hidden);
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopLive();
    };
  }, [open, startLive, stopLive, pauseLive]);

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

  const takeThisFrame = () =>
    takeFrame().then(
      (taken) => taken && onPhoto(taken.file, taken.read),
      (error: unknown) => console.error('The camera frame could not be kept', error),
    );

  return (
    <Dialog open={open} onClose={onClose} title={t('scan.camera.title')} testId="camera-dialog">
      <div className="camera-capture">
        <div className="live-view" data-testid="live-view" data-state={shown.state} data-frames={shown.frames}>
          <video
            ref={video}
            className="camera-capture__video"
            playsInline
            muted
            aria-label={t('scan.camera.preview')}
          />
          <LiveAnswer shown={shown} />
        </div>
        <div className="camera-capture__buttons">
          {shown.state !== 'unavailable' && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void takeThisFrame()}
              disabled={!ready || !frameReady}
              data-testid="live-use"
            >
              {t('results.live.use')}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={capture} disabled={!ready}>
            {t('scan.camera.capture')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
