import '@xyflow/react/dist/style.css';
import { type Edge, type Node, Position, ReactFlow } from '@xyflow/react';
import { useMemo } from 'react';
import styles from './RunProgressPanel.module.css';
import type { StepRow } from './RunProgressViewModel';

const COLOURS: Readonly<Record<string, string>> = {
  pending: '#eef0f6',
  processing: '#e6e9fb',
  completed: '#e3f3e8',
  skipped: '#f6f7fb',
  failed: '#fdf1f0',
  stopped: '#fdf1f0',
};

/** Columns of the chart: campaign and creative side by side (parallel), then launcher, then the API. */
const COLUMN: Readonly<Record<string, number>> = {
  'campaign-processing': 0,
  'creative-processing': 0,
  'launcher-processing': 1,
  'api-processing': 2,
  'salesforce-processing': 2,
};

function layout(steps: readonly StepRow[]): { nodes: Node[]; edges: Edge[] } {
  const parallel = steps.some((step) => step.id === 'creative-processing');
  const nodes: Node[] = steps.map((step) => {
    const column = COLUMN[step.id] ?? 0;
    const row = parallel && column === 0 ? (step.id === 'campaign-processing' ? 0 : 1) : parallel ? 0.5 : 0;
    return {
      id: step.id,
      position: { x: column * 230, y: row * 90 },
      data: { label: `${step.label} — ${step.status}` },
      draggable: false,
      selectable: false,
      sourcePosition: Position.Right,
      targetPosition: Position.Left,
      style: { background: COLOURS[step.status] ?? COLOURS.pending, width: 190, fontSize: 12 },
    };
  });
  const ids = new Set(steps.map((step) => step.id));
  const edges: Edge[] = [
    ['campaign-processing', 'launcher-processing'],
    ['creative-processing', 'launcher-processing'],
    ['launcher-processing', 'api-processing'],
    ['launcher-processing', 'salesforce-processing'],
  ]
    .filter(([from, to]) => ids.has(from ?? '') && ids.has(to ?? ''))
    .map(([from, to]) => ({ id: `${from}-${to}`, source: from ?? '', target: to ?? '', animated: false }));
  return { nodes, edges };
}

/** The run's steps as a small, read-only flow chart (React Flow); its height comes from spec 1 §9. */
export default function RunFlowChart({
  steps,
  height,
  label,
}: {
  steps: readonly StepRow[];
  height: number;
  label: string;
}) {
  const { nodes, edges } = useMemo(() => layout(steps), [steps]);
  return (
    <figure className={styles.chart} style={{ height, margin: '0.5rem 0 0' }} aria-label={label}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        fitView
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        panOnDrag={false}
        zoomOnScroll={false}
        zoomOnPinch={false}
        zoomOnDoubleClick={false}
        preventScrolling={false}
      />
    </figure>
  );
}
