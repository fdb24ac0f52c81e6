import type {
  Measurement,
  MeasurementBody,
  MeasurementList,
  MyMeasurementBody,
} from '@studio/contracts/measurements';
import type { ProgressPhoto, ProgressPhotoList } from '@studio/contracts/progress-photos';
import { baseApi } from '@studio/shell-kit/api';

/**
 * A customer's progress (issue 30) for every screen that shows it: /me (the customer's own),
 * the customers screen's row and the session dialog (staff, one customer).
 */
export type ProgressSubject = { kind: 'me' } | { kind: 'customer'; customerId: string };

const basePath = (subject: ProgressSubject) =>
  subject.kind === 'me' ? '/me' : `/customers/${subject.customerId}`;
const progressTag = (subject: ProgressSubject) => ({
  type: 'Progress' as const,
  id: subject.kind === 'me' ? 'me' : subject.customerId,
});

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Progress'] });

export const progressApi = api.injectEndpoints({
  endpoints: (build) => ({
    progressMeasurements: build.query<MeasurementList, ProgressSubject>({
      query: (subject) => `${basePath(subject)}/measurements`,
      providesTags: (_result, _error, subject) => [progressTag(subject)],
    }),
    progressPhotos: build.query<ProgressPhotoList, ProgressSubject>({
      query: (subject) => `${basePath(subject)}/photos`,
      providesTags: (_result, _error, subject) => [progressTag(subject)],
    }),
    recordMeasurement: build.mutation<
      Measurement,
      { subject: ProgressSubject; body: MeasurementBody | MyMeasurementBody }
    >({
      query: ({ subject, body }) => ({
        url: `${basePath(subject)}/measurements`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { subject }) => [progressTag(subject)],
    }),
    /** The form's `file`, `pose` and `date`, sent as multipart (the browser writes the boundary). */
    uploadProgressPhoto: build.mutation<
      ProgressPhoto,
      { subject: ProgressSubject; form: FormData }
    >({
      query: ({ subject, form }) => ({
        url: `${basePath(subject)}/photos`,
        method: 'POST',
        body: form,
      }),
      invalidatesTags: (_result, _error, { subject }) => [progressTag(subject)],
    }),
  }),
});

export const {
  useProgressMeasurementsQuery,
  useProgressPhotosQuery,
  useRecordMeasurementMutation,
  useUploadProgressPhotoMutation,
} = progressApi;
