import { fetchStudentPicture, type StudentApi, type StudentPicture, studentRequest } from '@academy/auth';
import { isPresentation, nullable, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type Presentation } from '@academy/contracts';

/** GET /api/training-class/presentation: the machine the instructor shows the class, or null. */
export async function fetchPresentation(api: StudentApi): Promise<Presentation | null> {
  return parseAnswer(await studentRequest(api, apiPaths.presentation), nullable(isPresentation), apiPaths.presentation);
}

/** GET /api/training-class/presentation/screen: its screen, unless still the one tagged `etag`. */
export function fetchPresentedScreen({ etag, ...api }: StudentApi & { etag: string | null }): Promise<StudentPicture> {
  return fetchStudentPicture(api, apiPaths.presentationScreen, etag);
}
