import {
  PHOTOS_PER_UPLOAD,
  type PhotoList,
  photoCoversSchema,
  photoListSchema,
} from '@ai-realty/shared/schemas/photo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// A property's photos (docs/product/properties.md#photos). Image addresses are signed for about an
// hour, so the lists are refetched well before they expire.

const STALE_MS = 30 * 60_000;
export const photosQueryKey = (propertyId: string) => ['photos', propertyId] as const;
const coversQueryKey = ['photos', 'covers'] as const;

export function usePhotos(propertyId: string) {
  return useQuery({
    queryKey: photosQueryKey(propertyId),
    queryFn: () => api(`/property/${encodeURIComponent(propertyId)}/photos`, { schema: photoListSchema }),
    staleTime: STALE_MS,
    refetchInterval: STALE_MS,
  });
}

/** The cover thumbnail of every property that has photos, by property id. */
export function usePhotoCovers() {
  return useQuery({
    queryKey: coversQueryKey,
    queryFn: () => api('/property/photos/covers', { schema: photoCoversSchema }),
    staleTime: STALE_MS,
    refetchInterval: STALE_MS,
    select: (data) => data.covers,
  });
}

/** Sends the files in batches of the per-request maximum; answers the list after the last batch. */
export async function uploadPhotos(propertyId: string, files: File[]): Promise<PhotoList> {
  let list: PhotoList = { photos: [] };
  for (let i = 0; i < files.length; i += PHOTOS_PER_UPLOAD) {
    const formData = new FormData();
    for (const file of files.slice(i, i + PHOTOS_PER_UPLOAD)) formData.append('photos', file);
    list = await api(`/property/${encodeURIComponent(propertyId)}/photos`, {
      method: 'POST',
      formData,
      schema: photoListSchema,
    });
  }
  return list;
}

function usePhotoMutation<V>(propertyId: string, run: (vars: V) => Promise<PhotoList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (list) => {
      queryClient.setQueryData(photosQueryKey(propertyId), list);
      void queryClient.invalidateQueries({ queryKey: coversQueryKey });
    },
  });
}

export function useUploadPhotos(propertyId: string) {
  return usePhotoMutation(propertyId, (files: File[]) => uploadPhotos(propertyId, files));
}

export function useOrderPhotos(propertyId: string) {
  return usePhotoMutation(propertyId, (photoIds: string[]) =>
    api(`/property/${encodeURIComponent(propertyId)}/photos/order`, {
      method: 'PUT',
      body: { photoIds },
      schema: photoListSchema,
    }),
  );
}

export function useDeletePhoto(propertyId: string) {
  return usePhotoMutation(propertyId, (photoId: string) =>
    api(`/property/${encodeURIComponent(propertyId)}/photos/${encodeURIComponent(photoId)}`, {
      method: 'DELETE',
      schema: photoListSchema,
    }),
  );
}
