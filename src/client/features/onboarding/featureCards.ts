import { Brain, Eye, ShieldCheck } from 'lucide-react';

export const featureCards = [
  {
    title: 'AI Insights',
    text: 'Discover the patterns behind your moods, triggers and energy.',
    icon: Brain,
  },
  {
    title: 'AI EMDR',
    text: 'A guided eye-movement exercise built from your own words.',
    icon: Eye,
  },
  {
    title: 'Secure Sharing',
    text: 'Share your journal with family, a coach or a therapist, on your terms.',
    icon: ShieldCheck,
  },
] as const;
