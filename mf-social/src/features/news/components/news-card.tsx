import { resizedPhotoUrl, showOriginalPhoto } from '@univida/shared-auth';
import { Badge, Card, CardButton, ClickableCard, formatLongDate, toast } from '@univida/shared-ui';
import styled from 'styled-components';
import type { NewsItem } from '../api/get-news';
import fallbackImage from '../assets/news-fallback.svg';
import { PHOTO_SIZE } from '../../../lib/photo-size';

/** The full article does not exist yet (SPEC §2). */
export const showArticleSoon = () =>
  toast({ title: 'Artículo próximamente', description: 'Pronto podrás leer la noticia completa.' });

interface NewsCardProps {
  item: NewsItem;
  /** The featured item: larger, beside its picture on wide screens. */
  featured?: boolean;
}

/** A news item: picture (or the bundled stock one), category, title, summary, author and date. */
export function NewsCard({ item, featured = false }: NewsCardProps) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <Item $featured={featured}>
      <Picture
        src={
          item.image_url
            ? resizedPhotoUrl(item.image_url, PHOTO_SIZE.width, PHOTO_SIZE.height)
            : fallbackImage
        }
        onError={showOriginalPhoto}
        alt=""
        loading={featured ? 'eager' : 'lazy'}
        fetchPriority={featured ? 'high' : undefined}
        $featured={featured}
      />
      <div>
        <Card.Header>
          <Badges>
            <Badge variant="secondary">{item.category}</Badge>
            {featured && <Badge variant="warning">Destacado</Badge>}
          </Badges>
          <Card.Title as={Heading}>
            <CardButton onClick={showArticleSoon}>{item.title}</CardButton>
          </Card.Title>
        </Card.Header>
        <Card.Content>
          <Summary>{item.summary}</Summary>
          <Byline>
            {item.author} ·{' '}
            <time dateTime={item.publish_date}>{formatLongDate(item.publish_date)}</time>
          </Byline>
        </Card.Content>
      </div>
    </Item>
  );
}

const Item = styled(ClickableCard)<{ $featured: boolean }>`
  overflow: hidden;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    ${({ $featured }) => $featured && 'display: grid; grid-template-columns: 1fr 1fr;'}
  }
`;

const Picture = styled.img<{ $featured: boolean }>`
  width: 100%;
  height: ${({ $featured }) => ($featured ? '100%' : '180px')};
  min-height: 180px;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  overflow-wrap: anywhere;
`;

const Byline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
