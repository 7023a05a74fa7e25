import { useQueryClient } from '@tanstack/react-query';
import {
  getListDraftsQueryKey,
  getListPostsQueryKey,
  useCreatePost,
  useListDrafts,
  useUpdatePost,
} from '../api/generated/posts/posts';
import type { PostComposerProps } from '../components/post-composer';
import { refetchAfterChange } from './refetch-after-change';

/** Drafts, saving and publishing through the generated Orval hooks (GET /api/posts/drafts, POST and PUT /api/posts). */
export function usePostComposer(): PostComposerProps {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await refetchAfterChange(queryClient, getListDraftsQueryKey());
    await refetchAfterChange(queryClient, getListPostsQueryKey());
  };

  const drafts = useListDrafts(undefined, { query: { meta: { errorMessage: 'Could not load drafts' } } });
  const create = useCreatePost({ mutation: { meta: { errorMessage: 'Failed to create post' }, onSuccess } });
  const update = useUpdatePost({ mutation: { meta: { errorMessage: 'Failed to publish post' }, onSuccess } });

  return {
    drafts: drafts.data?.data,
    saving: create.isPending,
    onSave: (post, done) => create.mutate({ data: post }, { onSuccess: done }),
    onPublish: (draft) => update.mutate({ id: draft.id, data: { published: true } }),
  };
}
