import { photoSources, showOriginalPhoto } from '@univida/shared-auth';
import { Card, CARD_PHOTO, formatEurosPerMonth } from '@univida/shared-ui';
import { Link, useListLinkState } from '@univida/shared-router';
import { House } from 'lucide-react';
import styled, { css } from 'styled-components';
import { FavoriteToggle } from '../../../components/favorite-toggle/favorite-toggle';
import { ListingFacts } from '../../../components/listing-facts';
import { TYPE_LABELS } from '../../../constants';
import { housingRoutes } from '../../../routes';
import type { AccommodationSummary } from '../types';

interface AccommodationCardProps {
  listing: AccommodationSummary;
  /** Photo beside the text, for the card over the map. */
  compact?: boolean;
  /** In the first row: its photo loads at once instead of when scrolled near. */
  priority?: boolean;
}

const COMPACT_WIDTH = 112;

/** A listing in the results (and over the map): the whole card opens its detail page. */
export function AccommodationCard({
  listing,
  compact = false,
  priority = false,
}: AccommodationCardProps) {
  const listState = useListLinkState();
  const photo = listing.image_urls[0];
  const titleId = `listing-${listing.id}`;
  return (
    <Card asChild>
      <Article aria-labelledby={titleId} $compact={compact}>
        <Card.Media>
          {photo ? (
            <img
              {...photoSources(photo, CARD_PHOTO.box)}
              onError={showOriginalPhoto}
              sizes={compact ? `${COMPACT_WIDTH}px` : CARD_PHOTO.sizes}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              width={CARD_PHOTO.box.width}
              height={CARD_PHOTO.box.height}
            />
          ) : (
            <House aria-hidden size={40} />
          )}
        </Card.Media>
        <Heart itemId={listing.id} itemName={listing.name} />
        <Body>
          <Kind>
            {TYPE_LABELS[listing.accommodation_type]} · {listing.city}
          </Kind>
          <Title id={titleId}>
            <CardLink to={housingRoutes.paths.detail({ id: listing.id })} state={listState}>
              {listing.name}
            </CardLink>
          </Title>
          <Price>{formatEurosPerMonth(listing.price_per_room)}</Price>
          <Facts listing={listing} />
        </Body>
      </Article>
    </Card>
  );
}

const Article = styled.article<{ $compact: boolean }>`
  position: relative;
  overflow: hidden;
  // Over the map, where room is short: the photo beside the text, filling its height, and of
  // the facts only the free rooms (the rest is one click away).
  ${({ $compact, theme }) =>
    $compact &&
    css`
      display: grid;
      grid-template-columns: ${COMPACT_WIDTH}px 1fr;
      & > :first-child {
        aspect-ratio: auto;
        height: 100%;
      }
      ${Body} {
        padding: ${theme.space[3]};
        padding-right: ${theme.space[12]};
      }
      ${Facts} li + li {
        display: none;
      }
    `}
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

// Above the card-wide link, so the heart gets its own clicks.
const Heart = styled(FavoriteToggle)`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  z-index: 2;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Kind = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// h2, like the filters beside them: each card is a top-level part of the search page.
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

// The link covers the card (its ::after), keeping one tab stop and one name per card.
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: inherit;
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Facts = styled(ListingFacts)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
