import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': server,
      '/catalog-assets': server,
    },
  },
  preview: {
    proxy: {
      '/api': server,
      '/catalog-assets': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
