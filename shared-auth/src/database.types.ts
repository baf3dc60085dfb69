// Typed schema of the UniVida database (public schema), generated from supabase/migrations by
// `npm run gen:types` (@supabase/postgres-meta, as `supabase gen types typescript`). Do not edit:
// change the migration, then run the script (a test fails while this file is out of date).

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12.2.3 (519615d)';
  };
  public: {
    Tables: {
      accommodations: {
        Row: {
          accommodation_type: Database['public']['Enums']['accommodation_type'];
          address: string;
          amenities: string[];
          available_rooms: number;
          city: string;
          closest_university: string | null;
          created_at: string;
          description: string;
          distance_to_university_km: number | null;
          id: string;
          image_urls: string[];
          latitude: number | null;
          longitude: number | null;
          name: string;
          owner_id: string;
          price_per_room: number;
          square_meters: number | null;
          total_rooms: number;
          visits_enabled: boolean;
        };
        Insert: {
          accommodation_type?: Database['public']['Enums']['accommodation_type'];
          address?: string;
          amenities?: string[];
          available_rooms: number;
          city: string;
          closest_university?: string | null;
          created_at?: string;
          description?: string;
          distance_to_university_km?: number | null;
          id?: string;
          image_urls?: string[];
          latitude?: number | null;
          longitude?: number | null;
          name: string;
          owner_id: string;
          price_per_room: number;
          square_meters?: number | null;
          total_rooms: number;
          visits_enabled?: boolean;
        };
        Update: {
          accommodation_type?: Database['public']['Enums']['accommodation_type'];
          address?: string;
          amenities?: string[];
          available_rooms?: number;
          city?: string;
          closest_university?: string | null;
          created_at?: string;
          description?: string;
          distance_to_university_km?: number | null;
          id?: string;
          image_urls?: string[];
          latitude?: number | null;
          longitude?: number | null;
          name?: string;
          owner_id?: string;
          price_per_room?: number;
          square_meters?: number | null;
          total_rooms?: number;
          visits_enabled?: boolean;
        };
        Relationships: [
          {
            foreignKeyName: 'accommodations_owner_id_fkey';
            columns: ['owner_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      admin_audit_log: {
        Row: {
          action: string;
          actor_id: string;
          actor_name: string;
          changes: NonNullable<Json>;
          created_at: string;
          entity: string;
          entity_id: string;
          entity_label: string;
          id: number;
        };
        Insert: {
          action: string;
          actor_id: string;
          actor_name: string;
          changes?: NonNullable<Json>;
          created_at?: string;
          entity: string;
          entity_id: string;
          entity_label: string;
          id?: never;
        };
        Update: {
          action?: string;
          actor_id?: string;
          actor_name?: string;
          changes?: NonNullable<Json>;
          created_at?: string;
          entity?: string;
          entity_id?: string;
          entity_label?: string;
          id?: never;
        };
        Relationships: [];
      };
      conversation_participants: {
        Row: {
          conversation_id: string;
          created_at: string;
          last_read_at: string | null;
          user_id: string;
        };
        Insert: {
          conversation_id: string;
          created_at?: string;
          last_read_at?: string | null;
          user_id: string;
        };
        Update: {
          conversation_id?: string;
          created_at?: string;
          last_read_at?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'conversation_participants_conversation_id_fkey';
            columns: ['conversation_id'];
            isOneToOne: false;
            referencedRelation: 'conversations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'conversation_participants_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      conversations: {
        Row: {
          accommodation_id: string | null;
          created_at: string;
          created_by: string | null;
          id: string;
        };
        Insert: {
          accommodation_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
        };
        Update: {
          accommodation_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'conversations_accommodation_id_fkey';
            columns: ['accommodation_id'];
            isOneToOne: false;
            referencedRelation: 'accommodations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'conversations_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      cut_off_scores: {
        Row: {
          career: string;
          city: string;
          course: string;
          id: number;
          is_demo: boolean;
          score: number;
          university: string;
        };
        Insert: {
          career: string;
          city: string;
          course: string;
          id?: number;
          is_demo?: boolean;
          score: number;
          university: string;
        };
        Update: {
          career?: string;
          city?: string;
          course?: string;
          id?: number;
          is_demo?: boolean;
          score?: number;
          university?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'cut_off_scores_university_fkey';
            columns: ['university'];
            isOneToOne: false;
            referencedRelation: 'universities';
            referencedColumns: ['name'];
          },
        ];
      };
      event_participants: {
        Row: {
          created_at: string;
          event_id: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          event_id: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          event_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_participants_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_participants_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      event_waitlist: {
        Row: {
          created_at: string;
          event_id: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          event_id: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          event_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_waitlist_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_waitlist_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      events: {
        Row: {
          capacity: number;
          category: string;
          city: string;
          conversation_id: string | null;
          created_at: string;
          creator_id: string;
          description: string;
          duration_hours: number;
          event_date: string;
          id: string;
          location_name: string;
          registration_deadline: string;
          title: string;
        };
        Insert: {
          capacity: number;
          category: string;
          city: string;
          conversation_id?: string | null;
          created_at?: string;
          creator_id: string;
          description?: string;
          duration_hours: number;
          event_date: string;
          id?: string;
          location_name: string;
          registration_deadline: string;
          title: string;
        };
        Update: {
          capacity?: number;
          category?: string;
          city?: string;
          conversation_id?: string | null;
          created_at?: string;
          creator_id?: string;
          description?: string;
          duration_hours?: number;
          event_date?: string;
          id?: string;
          location_name?: string;
          registration_deadline?: string;
          title?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'events_conversation_id_fkey';
            columns: ['conversation_id'];
            isOneToOne: true;
            referencedRelation: 'conversations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'events_creator_id_fkey';
            columns: ['creator_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      favorites: {
        Row: {
          created_at: string;
          id: string;
          item_id: string;
          item_type: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          item_id: string;
          item_type?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          item_id?: string;
          item_type?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'favorites_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      leisure_spot_ratings: {
        Row: {
          comment: string | null;
          created_at: string;
          id: string;
          rating: number;
          spot_id: string;
          user_id: string;
        };
        Insert: {
          comment?: string | null;
          created_at?: string;
          id?: string;
          rating: number;
          spot_id: string;
          user_id: string;
        };
        Update: {
          comment?: string | null;
          created_at?: string;
          id?: string;
          rating?: number;
          spot_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'leisure_spot_ratings_spot_id_fkey';
            columns: ['spot_id'];
            isOneToOne: false;
            referencedRelation: 'leisure_spots';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'leisure_spot_ratings_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      leisure_spot_suggestions: {
        Row: {
          address: string | null;
          category: string;
          city: string;
          closest_university: string | null;
          created_at: string;
          description: string;
          id: string;
          image_url: string | null;
          name: string;
          phone: string | null;
          status: Database['public']['Enums']['suggestion_status'];
          suggester_id: string;
          website: string | null;
        };
        Insert: {
          address?: string | null;
          category: string;
          city: string;
          closest_university?: string | null;
          created_at?: string;
          description?: string;
          id?: string;
          image_url?: string | null;
          name: string;
          phone?: string | null;
          status?: Database['public']['Enums']['suggestion_status'];
          suggester_id: string;
          website?: string | null;
        };
        Update: {
          address?: string | null;
          category?: string;
          city?: string;
          closest_university?: string | null;
          created_at?: string;
          description?: string;
          id?: string;
          image_url?: string | null;
          name?: string;
          phone?: string | null;
          status?: Database['public']['Enums']['suggestion_status'];
          suggester_id?: string;
          website?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'leisure_spot_suggestions_suggester_id_fkey';
            columns: ['suggester_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      leisure_spots: {
        Row: {
          address: string;
          avg_rating: number;
          category: string;
          city: string;
          closest_university: string | null;
          created_at: string;
          creator_id: string | null;
          description: string;
          id: string;
          image_url: string | null;
          latitude: number | null;
          longitude: number | null;
          name: string;
          rating_count: number;
        };
        Insert: {
          address?: string;
          avg_rating?: number;
          category: string;
          city: string;
          closest_university?: string | null;
          created_at?: string;
          creator_id?: string | null;
          description?: string;
          id?: string;
          image_url?: string | null;
          latitude?: number | null;
          longitude?: number | null;
          name: string;
          rating_count?: number;
        };
        Update: {
          address?: string;
          avg_rating?: number;
          category?: string;
          city?: string;
          closest_university?: string | null;
          created_at?: string;
          creator_id?: string | null;
          description?: string;
          id?: string;
          image_url?: string | null;
          latitude?: number | null;
          longitude?: number | null;
          name?: string;
          rating_count?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'leisure_spots_creator_id_fkey';
            columns: ['creator_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      messages: {
        Row: {
          content: string;
          conversation_id: string;
          created_at: string;
          id: string;
          sender_id: string;
        };
        Insert: {
          content: string;
          conversation_id: string;
          created_at?: string;
          id?: string;
          sender_id: string;
        };
        Update: {
          content?: string;
          conversation_id?: string;
          created_at?: string;
          id?: string;
          sender_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'messages_conversation_id_fkey';
            columns: ['conversation_id'];
            isOneToOne: false;
            referencedRelation: 'conversations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'messages_sender_id_fkey';
            columns: ['sender_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      news: {
        Row: {
          author: string;
          category: string;
          created_at: string;
          creator_id: string | null;
          id: string;
          image_url: string | null;
          is_featured: boolean;
          publish_date: string;
          summary: string;
          title: string;
        };
        Insert: {
          author?: string;
          category: string;
          created_at?: string;
          creator_id?: string | null;
          id?: string;
          image_url?: string | null;
          is_featured?: boolean;
          publish_date?: string;
          summary?: string;
          title: string;
        };
        Update: {
          author?: string;
          category?: string;
          created_at?: string;
          creator_id?: string | null;
          id?: string;
          image_url?: string | null;
          is_featured?: boolean;
          publish_date?: string;
          summary?: string;
          title?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'news_creator_id_fkey';
            columns: ['creator_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      profile_contacts: {
        Row: {
          admission_grade: number | null;
          email: string | null;
          id: string;
          phone: string | null;
        };
        Insert: {
          admission_grade?: number | null;
          email?: string | null;
          id: string;
          phone?: string | null;
        };
        Update: {
          admission_grade?: number | null;
          email?: string | null;
          id?: string;
          phone?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'profile_contacts_id_fkey';
            columns: ['id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          bio: string | null;
          budget: number | null;
          career: string | null;
          city: string | null;
          created_at: string;
          early_bird: number;
          full_name: string;
          gender: Database['public']['Enums']['gender'] | null;
          gender_preference: Database['public']['Enums']['gender_preference'];
          hobbies: string[];
          house_parties: number;
          id: string;
          is_looking_for_roommate: boolean;
          party_animal: number;
          pets_allowed: boolean;
          profile_picture_url: string | null;
          smoker_tolerant: boolean;
          user_type: Database['public']['Enums']['user_type'];
        };
        Insert: {
          bio?: string | null;
          budget?: number | null;
          career?: string | null;
          city?: string | null;
          created_at?: string;
          early_bird?: number;
          full_name?: string;
          gender?: Database['public']['Enums']['gender'] | null;
          gender_preference?: Database['public']['Enums']['gender_preference'];
          hobbies?: string[];
          house_parties?: number;
          id: string;
          is_looking_for_roommate?: boolean;
          party_animal?: number;
          pets_allowed?: boolean;
          profile_picture_url?: string | null;
          smoker_tolerant?: boolean;
          user_type?: Database['public']['Enums']['user_type'];
        };
        Update: {
          bio?: string | null;
          budget?: number | null;
          career?: string | null;
          city?: string | null;
          created_at?: string;
          early_bird?: number;
          full_name?: string;
          gender?: Database['public']['Enums']['gender'] | null;
          gender_preference?: Database['public']['Enums']['gender_preference'];
          hobbies?: string[];
          house_parties?: number;
          id?: string;
          is_looking_for_roommate?: boolean;
          party_animal?: number;
          pets_allowed?: boolean;
          profile_picture_url?: string | null;
          smoker_tolerant?: boolean;
          user_type?: Database['public']['Enums']['user_type'];
        };
        Relationships: [];
      };
      reports: {
        Row: {
          created_at: string;
          id: string;
          item_id: string;
          item_type: string;
          reason: string;
          reporter_id: string;
          status: Database['public']['Enums']['report_status'];
        };
        Insert: {
          created_at?: string;
          id?: string;
          item_id: string;
          item_type?: string;
          reason: string;
          reporter_id: string;
          status?: Database['public']['Enums']['report_status'];
        };
        Update: {
          created_at?: string;
          id?: string;
          item_id?: string;
          item_type?: string;
          reason?: string;
          reporter_id?: string;
          status?: Database['public']['Enums']['report_status'];
        };
        Relationships: [
          {
            foreignKeyName: 'reports_reporter_id_fkey';
            columns: ['reporter_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      saved_searches: {
        Row: {
          created_at: string;
          digest: boolean;
          digest_sent_at: string | null;
          filters: NonNullable<Json>;
          id: string;
          kind: string;
          last_seen_at: string;
          name: string;
          query: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          digest?: boolean;
          digest_sent_at?: string | null;
          filters?: NonNullable<Json>;
          id?: string;
          kind: string;
          last_seen_at?: string;
          name: string;
          query?: string;
          user_id?: string;
        };
        Update: {
          created_at?: string;
          digest?: boolean;
          digest_sent_at?: string | null;
          filters?: NonNullable<Json>;
          id?: string;
          kind?: string;
          last_seen_at?: string;
          name?: string;
          query?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'saved_searches_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      universities: {
        Row: {
          city: string;
          id: number;
          latitude: number | null;
          longitude: number | null;
          name: string;
          short_name: string;
        };
        Insert: {
          city: string;
          id?: number;
          latitude?: number | null;
          longitude?: number | null;
          name: string;
          short_name: string;
        };
        Update: {
          city?: string;
          id?: number;
          latitude?: number | null;
          longitude?: number | null;
          name?: string;
          short_name?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      accommodation_cities: {
        Args: Record<PropertyKey, never>;
        Returns: string[];
      };
      admin_delete_user: { Args: { p_user_id: string }; Returns: undefined };
      admin_listings_per_city: {
        Args: Record<PropertyKey, never>;
        Returns: {
          city: string;
          listings: number;
        }[];
      };
      admin_search_users: {
        Args: {
          p_ascending?: boolean;
          p_limit?: number;
          p_offset?: number;
          p_search?: string;
          p_sort?: string;
        };
        Returns: {
          city: string;
          created_at: string;
          email: string;
          full_name: string;
          id: string;
          phone: string;
          profile_picture_url: string;
          total_count: number;
          user_type: Database['public']['Enums']['user_type'];
        }[];
      };
      admin_signups_per_week: {
        Args: { p_weeks?: number };
        Returns: {
          owners: number;
          students: number;
          week_start: string;
        }[];
      };
      admin_update_user: {
        Args: {
          p_city: string;
          p_full_name: string;
          p_phone: string;
          p_user_id: string;
          p_user_type: Database['public']['Enums']['user_type'];
        };
        Returns: undefined;
      };
      approve_suggestion: { Args: { p_suggestion_id: string }; Returns: string };
      can_access_conversation: {
        Args: { p_conversation_id: string };
        Returns: boolean;
      };
      can_access_conversation_topic: {
        Args: { topic: string };
        Returns: boolean;
      };
      claim_saved_search_digests: {
        Args: Record<PropertyKey, never>;
        Returns: {
          email: string;
          searches: Json;
          user_id: string;
        }[];
      };
      count_unread_messages: {
        Args: Record<PropertyKey, never>;
        Returns: number;
      };
      current_user_type: {
        Args: Record<PropertyKey, never>;
        Returns: Database['public']['Enums']['user_type'];
      };
      event_waitlist_status: {
        Args: { p_event_id: string };
        Returns: {
          my_position: number;
          waiting: number;
        }[];
      };
      find_conversation_between_users: {
        Args: {
          p_accommodation_id?: string;
          user1_id: string;
          user2_id: string;
        };
        Returns: string;
      };
      get_roommate_compatibility: {
        Args: { p_profile_id: string };
        Returns: Database['public']['CompositeTypes']['roommate_compatibility'];
        SetofOptions: {
          from: '*';
          to: 'roommate_compatibility';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      get_user_conversations_with_details: {
        Args: { p_user_id: string };
        Returns: {
          accommodation_id: string;
          accommodation_name: string;
          conversation_id: string;
          last_message_at: string;
          last_message_content: string;
          other_user_avatar: string;
          other_user_id: string;
          other_user_name: string;
          unread_count: number;
        }[];
      };
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean };
      leisure_spot_cities: {
        Args: Record<PropertyKey, never>;
        Returns: string[];
      };
      mark_conversation_read: {
        Args: { p_conversation_id: string };
        Returns: undefined;
      };
      mark_saved_search_seen: { Args: { p_id: string }; Returns: undefined };
      nearby_leisure_spots: {
        Args: {
          p_latitude: number;
          p_limit?: number;
          p_longitude: number;
          p_radius_km?: number;
        };
        Returns: {
          avg_rating: number;
          category: string;
          city: string;
          distance_km: number;
          id: string;
          name: string;
          rating_count: number;
        }[];
      };
      normalize_leisure_category: {
        Args: { category: string };
        Returns: string;
      };
      refresh_spot_rating: { Args: { p_spot_id: string }; Returns: undefined };
      resolve_report: {
        Args: { p_delete_event: boolean; p_report_id: string };
        Returns: undefined;
      };
      roommate_budget_points: {
        Args: {
          candidate: Database['public']['Tables']['profiles']['Row'];
          viewer: Database['public']['Tables']['profiles']['Row'];
        };
        Returns: number;
      };
      roommate_compatibility: {
        Args: {
          candidate: Database['public']['Tables']['profiles']['Row'];
          viewer: Database['public']['Tables']['profiles']['Row'];
        };
        Returns: Database['public']['CompositeTypes']['roommate_compatibility'];
        SetofOptions: {
          from: '*';
          to: 'roommate_compatibility';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      roommate_hobby_matches: { Args: { filter: string }; Returns: string[] };
      roommate_hobby_points: {
        Args: {
          candidate: Database['public']['Tables']['profiles']['Row'];
          viewer: Database['public']['Tables']['profiles']['Row'];
        };
        Returns: number;
      };
      roommate_lifestyle_points: {
        Args: {
          candidate: Database['public']['Tables']['profiles']['Row'];
          viewer: Database['public']['Tables']['profiles']['Row'];
        };
        Returns: number;
      };
      roommate_smoker_points: {
        Args: {
          candidate: Database['public']['Tables']['profiles']['Row'];
          viewer: Database['public']['Tables']['profiles']['Row'];
        };
        Returns: number;
      };
      roommate_viewer: {
        Args: Record<PropertyKey, never>;
        Returns: {
          bio: string | null;
          budget: number | null;
          career: string | null;
          city: string | null;
          created_at: string;
          early_bird: number;
          full_name: string;
          gender: Database['public']['Enums']['gender'] | null;
          gender_preference: Database['public']['Enums']['gender_preference'];
          hobbies: string[];
          house_parties: number;
          id: string;
          is_looking_for_roommate: boolean;
          party_animal: number;
          pets_allowed: boolean;
          profile_picture_url: string | null;
          smoker_tolerant: boolean;
          user_type: Database['public']['Enums']['user_type'];
        };
        SetofOptions: {
          from: '*';
          to: 'profiles';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      saved_search_new_counts: {
        Args: Record<PropertyKey, never>;
        Returns: {
          id: string;
          new_count: number;
        }[];
      };
      search_roommates: {
        Args: {
          p_career?: string;
          p_city?: string;
          p_early_bird?: number;
          p_hobbies?: string[];
          p_house_parties?: number;
          p_limit?: number;
          p_max_budget?: number;
          p_min_budget?: number;
          p_offset?: number;
          p_party_animal?: number;
          p_perfect_match?: boolean;
        };
        Returns: {
          budget: number;
          career: string;
          city: string;
          compatibility: number;
          full_name: string;
          hobbies: string[];
          id: string;
          profile_picture_url: string;
          total_count: number;
        }[];
      };
      start_conversation: {
        Args: { p_accommodation_id?: string; p_other_user_id: string };
        Returns: string;
      };
      upcoming_event_cities: {
        Args: Record<PropertyKey, never>;
        Returns: string[];
      };
      upcoming_events_page: {
        Args: {
          p_avatars?: number;
          p_category?: string;
          p_city?: string;
          p_from: string;
          p_limit?: number;
          p_offset?: number;
          p_to?: string;
        };
        Returns: {
          capacity: number;
          category: string;
          city: string;
          event_date: string;
          id: string;
          location_name: string;
          participant_count: number;
          participants: Json;
          title: string;
          total: number;
        }[];
      };
      update_own_profile: {
        Args: { p_admission_grade: number; p_phone: string; p_profile: Json };
        Returns: undefined;
      };
    };
    Enums: {
      accommodation_type: 'piso' | 'residencia' | 'apartamento' | 'estudio';
      gender: 'male' | 'female' | 'other';
      gender_preference: 'any' | 'male' | 'female';
      report_status: 'pending' | 'reviewed' | 'dismissed';
      suggestion_status: 'pending' | 'approved' | 'rejected';
      user_type: 'student' | 'owner' | 'admin';
    };
    CompositeTypes: {
      roommate_compatibility: {
        budget_points: number | null;
        lifestyle_points: number | null;
        smoker_points: number | null;
        hobby_points: number | null;
        score: number | null;
      };
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      accommodation_type: ['piso', 'residencia', 'apartamento', 'estudio'],
      gender: ['male', 'female', 'other'],
      gender_preference: ['any', 'male', 'female'],
      report_status: ['pending', 'reviewed', 'dismissed'],
      suggestion_status: ['pending', 'approved', 'rejected'],
      user_type: ['student', 'owner', 'admin'],
    },
  },
} as const;
