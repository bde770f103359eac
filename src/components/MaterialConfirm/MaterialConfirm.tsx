import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Material } from '../../domain/types';
import { HEAD_MATERIALS } from '../../domain/identification/materialHead';
import './MaterialConfirm.css';

interface MaterialConfirmProps {
  /** The model's best guess, offered first. */
  suggested: Material;
  onConfirm: (material: Material) => void;
}

/** Asks the person, in one tap, what the item is made of when the model is not sure. */
export function MaterialConfirm({ suggested, onConfirm }: MaterialConfirmProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const choices = [suggested, ...HEAD_MATERIALS.filter((m) => m !== suggested)];
  return (
    <section className="material-confirm" role="group" aria-labelledby={titleId} data-testid="material-confirm">
      <h3 id={titleId} className="material-confirm__title">
        {t('identify.confirmMaterial.title')}
      </h3>
      <p className="material-confirm__hint">{t('identify.confirmMaterial.hint')}</p>
      <ul className="material-confirm__choices">
        {choices.map((material) => (
          <li key={material}>
            <button
              type="button"
              className={`button ${material === suggested ? 'button--primary' : 'button--secondary'} material-confirm__choice`}
              data-material={material}
              onClick={() => onConfirm(material)}
            >
              {t(`identify.materials.${material}`)}
              {material === suggested && <span className="material-confirm__likely"> · {t('identify.confirmMaterial.likely')}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
