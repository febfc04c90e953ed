import { useRef } from 'react';
import { visible } from '../../../engine/core/conditions.ts';
import { useBrand, useConditionContext, useT } from '../../../engine/react/context.tsx';
import { Disclosure } from '../../shared/Disclosure.tsx';
import { SmartLink } from '../../shared/SmartLink.tsx';
import { CategoryNav } from './CategoryNav.tsx';
import { usePriorityPlus } from './usePriorityPlus.ts';

export { ServiceMenu } from './ServiceMenu.tsx';

/**
 * HEADER-08: the brand's first item (home), the game categories, then the rest (promotions); what the
 * row has no room for is under "More", its last entry (issue 26).
 */
export function HeaderNav({ showCategories }: { showCategories: boolean }) {
  const brand = useBrand();
  const { t } = useT();
  const context = useConditionContext();
  const [first, ...rest] = visible(brand.menus.top, context);
  const row = useRef<HTMLUListElement>(null);
  const over = usePriorityPlus(row);
  const link = (item: NonNullable<typeof first>) => (
    <li key={item.id}>
      <SmartLink to={item.to} className="lv-header__link">
        {t(item.label, { defaultValue: item.label })}
      </SmartLink>
    </li>
  );
  return (
    <nav className="lv-header__nav" aria-label={t('layout.mainNav')}>
      <ul ref={row}>
        {first && link(first)}
        {showCategories ? <CategoryNav>{rest.map(link)}</CategoryNav> : rest.map(link)}
        <li className="lv-header__more">
          <Disclosure buttonClassName="lv-header__link" button={t('layout.more')}>
            {(close) => (
              <ul>
                {over.map(([to, label], index) => (
                  <li key={index}>
                    <SmartLink to={to} className="lv-header__menu-item" onClick={close}>
                      {label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            )}
          </Disclosure>
        </li>
      </ul>
    </nav>
  );
}
