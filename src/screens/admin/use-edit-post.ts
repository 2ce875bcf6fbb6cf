// The post an edit route is about: loaded only when there is a session (else the form's own gate
// answers 'login required' at once).
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { postQuery } from '@/api/query';

export function useEditPost(enabled: boolean) {
  const { id } = useParams<{ id?: string }>();
  const postId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  const mode: 'create' | 'edit' = id === undefined ? 'create' : 'edit';
  const query = useQuery({ ...postQuery(id ?? ''), enabled: enabled && postId !== null, staleTime: 0 });
  return { mode, postId, routeId: id, query };
}
