import { FileDown, FileUp, type LucideIcon } from 'lucide-react';
import { Button } from './ui';

function ExcelButton(props: { busy: boolean; icon: LucideIcon; label: string; onClick: () => void }) {
  const Icon = props.icon;
  return (
    <Button
      variant="secondary"
      busy={props.busy}
      onClick={props.onClick}
      className="flex-1 px-3 whitespace-nowrap sm:flex-none"
    >
      {!props.busy && <Icon aria-hidden="true" className="hidden size-4 sm:block" />}
      {props.label}
    </Button>
  );
}

interface ExcelButtonsProps {
  importing: boolean;
  exporting: boolean;
  /** Absent: the import is not offered (it is the administrator's). */
  onImport?: (() => void) | undefined;
  onExport: () => void;
}

/** A list's Excel import (opening its dialog) and download, side by side. */
export function ExcelButtons(props: ExcelButtonsProps) {
  return (
    <div className="flex gap-2">
      {props.onImport && (
        <ExcelButton busy={props.importing} icon={FileUp} label="Import Excel" onClick={props.onImport} />
      )}
      <ExcelButton busy={props.exporting} icon={FileDown} label="Download Excel" onClick={props.onExport} />
    </div>
  );
}
