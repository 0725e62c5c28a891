import { apiPaths, type Presentation } from '@academy/api';
import { fetchStudentPicture, type StudentApi, type StudentPicture, studentRequest } from '@academy/auth';

/** GET /api/training-class/presentation: the machine the instructor shows the class, or null. */
export function fetchPresentation(api: StudentApi): Promise<Presentation | null> {
  return studentRequest<Presentation | null>(api, apiPaths.presentation);
}

/** GET /api/training-class/presentation/screen: its screen, unless still the one tagged `etag`. */
export function fetchPresentedScreen({ etag, ...api }: StudentApi & { etag: string | null }): Promise<StudentPicture> {
  return fetchStudentPicture(api, apiPaths.presentationScreen, etag);
}
