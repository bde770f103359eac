import type { HTMLAttributes, InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '../../components/Icon/Icon';

/** What makes the drop area work: the upload box's handlers (usePhotoDrop and its buttons). */
export interface DropZoneControls {
  rootProps: HTMLAttributes<HTMLDivElement>;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref: Ref<HTMLInputElement> };
  isDragActive: boolean;
  /** The ids of what describes the file input (the hint, the model's status). */
  describedBy: string;
  onTakePhoto: () => void;
  onUpload: () => void;
}

interface ScanDropZoneProps {
  hintId: string;
  /** Absent in the frame the home page paints before the scan's code arrives (HomeToolsFrame). */
  controls?: DropZoneControls;
}

/**
 * The upload box's drop area: its title, hint and buttons, laid out the same with or without its
 * controls, so the box does not move when they arrive. Test ids mark only the working controls.
 */
export function ScanDropZone({ hintId, controls }: ScanDropZoneProps) {
  const { t } = useTranslation();
  const testId = (id: string) => (controls ? { 'data-testid': id } : {});
  return (
    <div
      {...controls?.rootProps}
      className={`scan-box__drop${controls?.isDragActive ? ' scan-box__drop--active' : ''}`}
      {...testId('drop-zone')}
    >
      {controls && <input {...controls.inputProps} aria-describedby={controls.describedBy} data-testid="photo-input" />}
      <span className="scan-box__icon">
        <Icon name="camera" size={32} />
      </span>
      <h2 className="scan-box__title">{t('identify.box.title')}</h2>
      <p id={hintId} className="scan-box__hint">
        {t(controls?.isDragActive ? 'scan.box.dropHere' : 'identify.box.hint')}
      </p>
      <div className="scan-box__buttons">
        <button
          type="button"
          className="button button--primary button--large"
          onClick={controls?.onTakePhoto}
          {...testId('take-photo')}
        >
          <Icon name="camera" size={22} />
          {t('scan.box.takePhoto')}
        </button>
        <button
          type="button"
          className="button button--secondary button--large"
          onClick={controls?.onUpload}
          {...testId('upload-photo')}
        >
          <Icon name="upload" size={22} />
          <span className="scan-box__upload-wide">{t('scan.box.upload')}</span>
          <span className="scan-box__upload-narrow">{t('scan.box.uploadGallery')}</span>
        </button>
      </div>
    </div>
  );
}
