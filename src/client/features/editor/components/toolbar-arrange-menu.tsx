import {
  AlignCenterHorizontal,
  AlignCenterVertical,
  AlignEndHorizontal,
  AlignEndVertical,
  AlignHorizontalDistributeCenter,
  AlignStartHorizontal,
  AlignStartVertical,
  AlignVerticalDistributeCenter,
  LayoutGrid,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '#client/components/ui/dropdown-menu.tsx';
import type { AlignEdge } from '#client/features/editor/core/commands.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { ToolButton } from '#client/features/editor/components/tool-button.tsx';
import { ToolbarMenu } from '#client/features/editor/components/toolbar-menu.tsx';

const alignments: { edge: AlignEdge; icon: ReactNode }[] = [
  { edge: 'left', icon: <AlignStartVertical /> },
  { edge: 'center', icon: <AlignCenterVertical /> },
  { edge: 'right', icon: <AlignEndVertical /> },
  { edge: 'top', icon: <AlignStartHorizontal /> },
  { edge: 'middle', icon: <AlignCenterHorizontal /> },
  { edge: 'bottom', icon: <AlignEndHorizontal /> },
];

const distributions = [
  {
    axis: 'horizontal',
    icon: <AlignHorizontalDistributeCenter />,
    label: 'editor.align.distributeHorizontal',
  },
  {
    axis: 'vertical',
    icon: <AlignVerticalDistributeCenter />,
    label: 'editor.align.distributeVertical',
  },
] as const;

/** Align the selection to the canvas (one element) or to each other; distribute three or more. */
export function ArrangeMenu({ editor, selected }: { editor: Editor; selected: number }) {
  const { t } = useTranslation();
  return (
    <ToolbarMenu
      trigger={
        <ToolButton label={t('editor.toolbar.arrange')}>
          <LayoutGrid aria-hidden />
        </ToolButton>
      }
      disabled={selected === 0}
      className="w-60"
    >
      <DropdownMenuLabel>
        {selected > 1 ? t('editor.toolbar.alignEachOther') : t('editor.toolbar.alignCanvas')}
      </DropdownMenuLabel>
      {alignments.map(({ edge, icon }) => (
        <DropdownMenuItem key={edge} onSelect={() => editor.dispatch('align', { edge })}>
          {icon}
          {t(`editor.align.${edge}`)}
        </DropdownMenuItem>
      ))}
      <DropdownMenuSeparator />
      {distributions.map(({ axis, icon, label }) => (
        <DropdownMenuItem
          key={axis}
          disabled={selected < 3}
          onSelect={() => editor.dispatch('distribute', { axis })}
        >
          {icon}
          {t(label)}
        </DropdownMenuItem>
      ))}
    </ToolbarMenu>
  );
}
