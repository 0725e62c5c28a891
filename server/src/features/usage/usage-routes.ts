import type { ClassUsage } from '@academy/api';
import { Router } from 'express';
import { toCsv } from '../../routes/csv';
import type { InstructorGuard } from '../../routes/instructor-auth';
import type { ClassUsageService } from './class-usage';

/** One line per student and day, the days in the class's zone; a student's days without usage are left out. */
function usageRows(usage: ClassUsage): Array<[string, string, number]> {
  return usage.days.flatMap((day, index) =>
    usage.students
      .map((student): [string, string, number] => [day, student.student, student.minutesByDay[index] ?? 0])
      .filter(([, , minutes]) => minutes > 0),
  );
}

/** Instructor calls: a class's powered-on machine-minutes per student and day, as JSON or as a CSV download. */
export function usageRoutes(deps: { usage: ClassUsageService; instructor: InstructorGuard }): Router {
  const { usage, instructor } = deps;
  const router = Router();

  router.get('/training-class/:id/usage', async (req, res) => {
    await instructor(req);
    res.json(await usage.ofClass(req.params.id));
  });

  router.get('/training-class/:id/usage.csv', async (req, res) => {
    await instructor(req);
    const figures = await usage.ofClass(req.params.id);
    res
      .type('text/csv')
      .attachment('usage.csv')
      .send(toCsv(['day', 'student', 'minutes'], usageRows(figures)));
  });

  return router;
}
