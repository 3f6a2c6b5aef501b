// The arithmetic of the folder submission two_files/: a weighted median of places and the cost of a depot there.
import java.util.Arrays;
import java.util.Comparator;

public class Median {
    private final long[] places, weights;

    public Median(long[] places, long[] weights) {
        this.places = places;
        this.weights = weights;
    }

    /** The smallest total of tonnes times kilometres, divided by the total weight. */
    public double averageDistance() {
        Integer[] order = new Integer[places.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, Comparator.comparingLong(i -> places[i]));
        long total = 0;
        for (long weight : weights) total += weight;
        long run = 0, depot = 0;
        for (int i : order) {
            run += weights[i];
            if (2 * run >= total) {
                depot = places[i];
                break;
            }
        }
        long cost = 0;
        for (int i = 0; i < places.length; i++) cost += weights[i] * Math.abs(places[i] - depot);
        return (double) cost / total;
    }
}
