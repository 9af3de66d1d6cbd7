"""Walking on the Moon (Paseando por la Luna): a push-your-luck dice race around the Moon."""
