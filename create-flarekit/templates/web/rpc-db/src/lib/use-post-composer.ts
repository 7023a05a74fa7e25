import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostComposerProps } from '../components/post-composer';
import { api } from './api';
import { ApiError } from './api-error';
import { refetchAfterChange } from './refetch-after-change';

/** Drafts, saving and publishing through the RPC client (GET /api/posts/drafts, POST and PUT /api/posts). */
export function usePostComposer(): PostComposerProps {
  const queryClient = useQueryClient();
  // ['posts'] covers the published list, each post and the drafts.
  const onSuccess = () => refetchAfterChange(queryClient, ['posts']);

  const drafts = useQuery({
    queryKey: ['posts', 'drafts'],
    meta: { errorMessage: 'Could not load drafts' },
    queryFn: async () => {
      const res = await api.api.posts.drafts.$get({ query: {} });
      if (!res.ok) throw new ApiError(res.status, 'Failed to fetch drafts');
      return (await res.json()).data;
    },
  });

  const create = useMutation({
    meta: { errorMessage: 'Failed to create post' },
    mutationFn: async (post: { title: string; content: string; published: boolean }) => {
      const res = await api.api.posts.$post({ json: post });
      if (!res.ok) throw new ApiError(res.status, 'Failed to create post');
      return (await res.json()).data;
    },
    onSuccess,
  });

  const publish = useMutation({
    meta: { errorMessage: 'Failed to publish post' },
    mutationFn: async (id: number) => {
      const res = await api.api.posts[':id'].$put({ param: { id: String(id) }, json: { published: true } });
      if (!res.ok) throw new ApiError(res.status, 'Failed to publish post');
      return (await res.json()).data;
    },
    onSuccess,
  });

  return {
    drafts: drafts.data,
    saving: create.isPending,
    onSave: (post, done) => create.mutate(post, { onSuccess: done }),
    onPublish: (draft) => publish.mutate(draft.id),
  };
}
