import { useId } from 'react';
import { ColumnTableView } from './ColumnTableView';
import { chartGeometry } from './delivery-chart';
import type { DeliveryReportModel } from './delivery-report-model';
import styles from './views.module.css';

/** Impression reporting: totals, a chart of delivery against the plan, and the weeks as a table. */
export default function DeliveryReportView({ model }: { model: DeliveryReportModel }) {
  const titleId = useId();
  const chart = chartGeometry(model.chart);
  const delivered = model.chart.delivered.at(-1) ?? 0;
  return (
    <section className={styles.view} aria-label="Impression report">
      <h3 className={styles.title}>Impression report</h3>
      {model.summary && <p className={styles.summary}>{model.summary}</p>}
      <dl className={styles.metrics} aria-label="Delivery totals">
        {model.metrics.map((metric) => (
          <div key={metric.label} className={styles.metric}>
            <dt>{metric.label}</dt>
            <dd>{metric.value}</dd>
          </div>
        ))}
      </dl>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>
          {`Delivery against plan: ${model.chart.planned.at(-1) ?? 0} impressions planned, ${delivered} delivered`}
        </title>
        {chart.yLabels.map((label) => (
          <g key={label.text}>
            <line x1={56} x2={chart.width - 12} y1={label.y} y2={label.y} className={styles.gridLine} />
            <text x={50} y={label.y + 4} textAnchor="end" className={styles.axisText}>
              {label.text}
            </text>
          </g>
        ))}
        {chart.xLabels.map((label, index) => (
          <text
            key={label.text}
            x={label.x}
            y={chart.height - 8}
            textAnchor={index === 0 ? 'start' : 'end'}
            className={styles.axisText}
          >
            {label.text}
          </text>
        ))}
        <polyline points={chart.planned} className={styles.plannedLine} />
        {model.chart.delivered.length > 0 && (
          <polyline points={chart.delivered} className={styles.deliveredLine} />
        )}
      </svg>
      <p className={styles.legend}>
        <span className={styles.plannedKey}>Planned (cumulative)</span>
        <span className={styles.deliveredKey}>Delivered (cumulative)</span>
      </p>
      {model.planBasis && <p className={styles.muted}>{model.planBasis}</p>}
      <ColumnTableView table={model.table} label="Delivery by week" />
    </section>
  );
}
