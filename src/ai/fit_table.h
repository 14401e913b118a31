/* Written by tools/ai_fit.py from arena games: per round, the coefficients of gah_ai_features'
 * features (money, items, wanted items, vacant rooms, vacant floor VP, group progress, cafe guests, cafe VP x chance, cafe progress, open tables, hand, lasting staff, Emperor value, Emperor step, constant)
 * in a ridge least-squares fit of (final score - projected score). */
#define AI_FIT_ROUNDS 7
static const double ai_fit[AI_FIT_ROUNDS][AI_FEATURES] = {
    {0.704, 0.000, 0.117, 1.072, 0.119, 1.989, 8.624, 0.521, 1.684, 3.951, 0.000, 4.418, 0.000, 1.351, 31.451},
    {1.096, 0.000, 0.000, 0.772, 0.626, 3.532, 5.961, 0.258, 4.157, 0.589, 0.767, 7.620, 0.000, 2.449, 16.216},
    {0.503, 0.000, 0.196, 1.054, 0.000, 2.767, 6.506, 0.262, 1.514, 0.000, 0.271, 7.639, 1.650, 0.095, 17.181},
    {0.936, 0.000, 0.000, 1.487, 0.000, 1.451, 4.105, 0.390, 3.167, 0.302, 0.762, 5.814, 0.000, 1.991, 0.470},
    {0.780, 0.000, 0.000, 1.799, 0.000, 1.175, 4.790, 0.578, 0.077, 0.000, 0.834, 4.751, 1.543, 0.000, -5.140},
    {0.587, 0.000, 1.136, 0.854, 0.532, 0.902, 2.348, 0.364, 1.682, 0.000, 0.785, 3.030, 0.000, 1.304, -9.740},
    {0.543, 0.000, 1.359, 0.688, 0.234, 0.619, 2.184, 0.073, 0.074, 0.000, 0.587, 1.908, 0.940, 0.000, -6.880},
};
