import styles from './check-problems.module.css';

export interface CheckProblemsProps {
  /** The id the manual's text area is described by while problems show. */
  id: string;
  problems: readonly string[];
}

/** Under the manual: what keeps its checks from running, each naming its step; a save would be refused for them. */
export function CheckProblems({ id, problems }: CheckProblemsProps) {
  return (
    <div id={id} className={styles.problems}>
      <p className={styles.title}>The manual cannot be saved as it is:</p>
      <ul className={styles.list}>
        {problems.map((problem, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two checks may have the same problem; the list is redrawn whole
          <li key={index}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
