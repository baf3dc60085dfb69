import { resizedPhotoUrl } from '@univida/shared-auth';
import {
  Avatar,
  EmptyState,
  formatDate,
  QueryState,
  Skeleton,
  StarRating,
} from '@univida/shared-ui';
import styled from 'styled-components';
import { useSpotRatings } from '../api/get-spot-ratings';

/** The spot's ratings, newest first, with the rater's name and avatar. */
export function RatingList({ spotId }: { spotId: string }) {
  const ratings = useSpotRatings(spotId);
  return (
    <QueryState
      query={ratings}
      loading={<Skeleton height={120} />}
      errorTitle="Error al cargar las valoraciones"
      empty={
        <EmptyState
          title="Aún no hay valoraciones"
          description="Sé la primera persona en valorar este sitio."
        />
      }
    >
      {(list) => (
        <List aria-label="Valoraciones">
          {list.map((rating) => (
            <li key={rating.id}>
              <Avatar
                resize={resizedPhotoUrl}
                src={rating.raterPictureUrl}
                name={rating.raterName}
                userId={rating.userId}
              />
              <div>
                <Header>
                  <strong>{rating.raterName}</strong>
                  <StarRating
                    value={rating.rating}
                    size="sm"
                    label={`Valoración de ${rating.raterName}`}
                  />
                  <time dateTime={rating.createdAt}>{formatDate(rating.createdAt)}</time>
                </Header>
                {rating.comment && <Comment>{rating.comment}</Comment>}
              </div>
            </li>
          ))}
        </List>
      )}
    </QueryState>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  time {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Comment = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  overflow-wrap: anywhere;
`;
