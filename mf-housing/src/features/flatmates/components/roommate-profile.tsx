import { resizedPhotoUrl } from '@univida/shared-auth';
import { Avatar, Badge, Card, formatEurosPerMonth } from '@univida/shared-ui';
import {
  BookOpen,
  Coffee,
  Dumbbell,
  Gamepad2,
  Music,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Compatibility, Roommate } from '../api/get-roommate';
import { LIFESTYLE_FILTERS } from '../constants';
import { CompatibilityBadge } from './compatibility-badge';
import { CompatibilityBreakdown } from './compatibility-breakdown';

const HOBBY_ICONS: Record<string, LucideIcon> = {
  Deportes: Dumbbell,
  Fitness: Dumbbell,
  Música: Music,
  Videojuegos: Gamepad2,
  Gaming: Gamepad2,
  Estudios: BookOpen,
  Estudiar: BookOpen,
  Lectura: BookOpen,
  Café: Coffee,
};

export interface RoommateProfileProps {
  roommate: Roommate;
  compatibility: Compatibility | null;
  /** The viewer's own profile: no score against themselves, no sign-in prompt. */
  own?: boolean;
  /** The message and favourite buttons. */
  actions: ReactNode;
}

/** A flatmate's page: who they are, how compatible, what they like and how they live. */
export function RoommateProfile({
  roommate,
  compatibility,
  own = false,
  actions,
}: RoommateProfileProps) {
  return (
    <Layout>
      <Card>
        <Card.Content>
          <Who>
            <Avatar
              resize={resizedPhotoUrl}
              size="xl"
              name={roommate.full_name}
              userId={roommate.id}
              src={roommate.profile_picture_url}
            />
            <div>
              <Name>{roommate.full_name}</Name>
              <Muted>
                {roommate.bio
                  ? [roommate.career, roommate.city].filter(Boolean).join(' · ')
                  : 'Un compi genial esperando a ser descubierto.'}
              </Muted>
              {own ? (
                <Muted>Así ven tu perfil los demás estudiantes.</Muted>
              ) : (
                <CompatibilityBadge score={compatibility?.score ?? null} />
              )}
            </div>
          </Who>
          {compatibility && <CompatibilityBreakdown compatibility={compatibility} />}
          <Actions>{actions}</Actions>
        </Card.Content>
      </Card>
      <Card>
        <Card.Content>
          <h3>Sobre mí</h3>
          <p>{roommate.bio || 'Este usuario todavía no ha añadido una biografía.'}</p>
          <Facts>
            <div>
              <dt>Carrera</dt>
              <dd>{roommate.career ?? 'Sin indicar'}</dd>
            </div>
            <div>
              <dt>Ciudad</dt>
              <dd>{roommate.city ?? 'Sin indicar'}</dd>
            </div>
            <div>
              <dt>Presupuesto</dt>
              <dd>
                {roommate.budget !== null
                  ? formatEurosPerMonth(Number(roommate.budget))
                  : 'Sin indicar'}
              </dd>
            </div>
            {LIFESTYLE_FILTERS.map(({ column, label }) => (
              <div key={column}>
                <dt>{label}</dt>
                <dd>{roommate[column]}/10</dd>
              </div>
            ))}
            <div>
              <dt>Tabaco</dt>
              <dd>{roommate.smoker_tolerant ? 'Tolera que se fume' : 'Prefiere que no se fume'}</dd>
            </div>
            <div>
              <dt>Mascotas</dt>
              <dd>{roommate.pets_allowed ? 'Sí' : 'No'}</dd>
            </div>
          </Facts>
          <h3>Intereses</h3>
          <Interests>
            {roommate.hobbies.map((hobby) => {
              const Icon = HOBBY_ICONS[hobby] ?? Sparkles;
              return (
                <li key={hobby}>
                  <Badge variant="secondary">
                    <Icon aria-hidden size={14} /> {hobby}
                  </Badge>
                </li>
              );
            })}
          </Interests>
        </Card.Content>
      </Card>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Name = styled.h2`
  margin: 0;
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Interests = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  padding: 0;
`;
