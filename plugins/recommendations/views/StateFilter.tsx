import Select from 'antd/es/select';
import { useId } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import { RECOMMENDATION_STATES, type RecommendationState } from '../contract';

interface Props {
  value: RecommendationState[];
  onChange: (states: RecommendationState[]) => void;
}

export function StateFilter({ value, onChange }: Props) {
  const { t } = usePortalTranslation('recommendations');
  const id = useId();
  return (
    <div style={{ marginBottom: 16, maxWidth: 480 }}>
      <label htmlFor={id} style={{ display: 'block' }}>
        {t('filter.label')}
      </label>
      <span id={`${id}-hint`} style={{ display: 'block', marginBottom: 4, fontSize: 13 }}>
        {t('filter.hint')}
      </span>
      <Select<RecommendationState[]>
        id={id}
        mode="multiple"
        allowClear
        virtual={false}
        style={{ width: '100%' }}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={onChange}
        options={RECOMMENDATION_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
      />
    </div>
  );
}
