import { useGeneratedReportsStore } from './generated-reports-store';
import { useNotesStore } from './notes-store';
import { useSelectionStore } from './selection-store';
import { useSettingsStore } from './settings-store';

/** Everything the advisor changed goes back to the sample data, here and in storage. */
export function resetDemoData(): void {
  useNotesStore.getState().reset();
  useSettingsStore.getState().reset();
  useSelectionStore.getState().reset();
  useGeneratedReportsStore.getState().reset();
}
